import React from "react";
import { readFileSync } from "node:fs";
import path from "node:path";
import { render, screen } from "@testing-library/react";
import { parse } from "yaml";
import PaidPage from "../pages/Paid";

// The page alone: the navigation bar and footer are Layout's, tested with it.
jest.mock("../components/Layout", () => ({
  Layout: ({ children }: { children: React.ReactNode }) => <main>{children}</main>,
}));

/** The site's own texts (data/), whose /Paid is the spec's message while there is no data/paid/<slug>.yaml. */
const pages = (parse(readFileSync(path.join(__dirname, "../../data/pages.yaml"), "utf8")) as { en: Queries.PagesFile })
  .en as unknown as NonNullable<Queries.PaidPageQuery["pages"]>;

function renderWithTopics(nodes: Queries.PaidPageQuery["topics"]["nodes"]) {
  const data = {
    site: { contact: { email: "owner@example.com" } },
    pages,
    topics: { nodes },
  } as unknown as Queries.PaidPageQuery;
  const page = { data, pageContext: { locale: "en" } } as unknown as Parameters<typeof PaidPage>[0];
  return render(<PaidPage {...page} />);
}

describe("/Paid without paid courses", () => {
  it("is the message it has always been: the heading, the text and the link to Contact, nothing more", () => {
    renderWithTopics([]);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(pages.paid.heading);
    expect(screen.getByText(pages.paid.text)).toBeTruthy();
    const links = screen.getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      [pages.paid.linkLabel, "/Contact"],
    ]);
    expect(screen.queryByText(pages.paid.listHeading)).toBeNull();
    expect(screen.queryByText(pages.paid.listYours)).toBeNull();
  });
});
