import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { flattenPageFiles, unflattenPageFiles } from "./writeHostFiles";

describe("flattenPageFiles", () => {
  let dir: string;
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  };

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), "corsi-public-"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("turns each route's folder page into a file named after the route, and leaves other folders alone", () => {
    write("index.html", "home");
    write("Free/index.html", "free");
    write("User1/index.html", "user1");
    write("admin/index.html", "cms");
    write("404/index.html", "not found");
    write("Free/python-learning/index.html", "topic");
    write("Free/python-learning/2/index.html", "topic, page 2");
    flattenPageFiles(dir, ["/", "/Free", "/User1", "/Free/python-learning", "/Free/python-learning/2"]);
    expect(readFileSync(path.join(dir, "Free/python-learning.html"), "utf8")).toBe("topic");
    expect(readFileSync(path.join(dir, "Free/python-learning/2.html"), "utf8")).toBe("topic, page 2");
    expect(readFileSync(path.join(dir, "Free.html"), "utf8")).toBe("free");
    expect(readFileSync(path.join(dir, "User1.html"), "utf8")).toBe("user1");
    expect(readFileSync(path.join(dir, "index.html"), "utf8")).toBe("home");
    expect(existsSync(path.join(dir, "admin/index.html"))).toBe(true);
    expect(existsSync(path.join(dir, "404/index.html"))).toBe(true);
  });

  it("removes a route's folder once its page is out of it", () => {
    write("Paid/index.html", "paid");
    flattenPageFiles(dir, ["/Paid"]);
    expect(existsSync(path.join(dir, "Paid"))).toBe(false);
  });

  it("keeps an emptied folder below the top of public/, which no host publishes, for the next build to reuse", () => {
    write("Free/python-learning/index.html", "topic");
    write("Free/python-learning/2/index.html", "topic, page 2");
    flattenPageFiles(dir, ["/Free/python-learning", "/Free/python-learning/2"]);
    expect(readdirSync(path.join(dir, "Free/python-learning/2"))).toEqual([]);
    expect(readFileSync(path.join(dir, "Free/python-learning/2.html"), "utf8")).toBe("topic, page 2");
  });

  it("keeps a route's folder that holds more than its page", () => {
    write("Free/index.html", "free");
    write("Free/extra.txt", "kept");
    flattenPageFiles(dir, ["/Free"]);
    expect(existsSync(path.join(dir, "Free.html"))).toBe(true);
    expect(readFileSync(path.join(dir, "Free/extra.txt"), "utf8")).toBe("kept");
  });

  it("puts the page files back where Gatsby wrote them, for a build that keeps public/", () => {
    write("index.html", "home");
    write("Free/index.html", "free");
    write("Free/python-learning/index.html", "topic");
    write("Free/python-learning/2/index.html", "topic, page 2");
    const routes = ["/", "/Free", "/Free/python-learning", "/Free/python-learning/2"];
    const flattened = flattenPageFiles(dir, routes);
    expect(flattened.sort()).toEqual(routes.slice(1).sort());
    unflattenPageFiles(dir, [...flattened, "/Gone"]);
    expect(readFileSync(path.join(dir, "Free/index.html"), "utf8")).toBe("free");
    expect(readFileSync(path.join(dir, "Free/python-learning/index.html"), "utf8")).toBe("topic");
    expect(readFileSync(path.join(dir, "Free/python-learning/2/index.html"), "utf8")).toBe("topic, page 2");
    expect(existsSync(path.join(dir, "Free.html"))).toBe(false);
    expect(existsSync(path.join(dir, "Gone"))).toBe(false);
  });
});
