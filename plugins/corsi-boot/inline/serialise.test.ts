import { inlineScript } from "./serialise";

function double(n: number): number {
  return n * 2;
}
function greet(name: string): string {
  return `hello ${name}`;
}
function shout(text: string): string {
  return text.toUpperCase();
}

/** Writes what its helpers make of its option into the page's title. */
function titleScript(
  option: { name: string; n: number },
  { double, greet }: { double: (n: number) => number; greet: (name: string) => string },
): void {
  document.title = `${greet(option.name)} ${double(option.n)}`;
}

describe("inlineScript", () => {
  it("runs the function with its option and its helpers, handed by name", () => {
    new Function(inlineScript(titleScript, { name: "Corsi", n: 21 }, { greet, double }))();
    expect(document.title).toBe("hello Corsi 42");
  });

  it("hands the helpers it destructures as a row of arguments, so no name of theirs and no other helper is in the page", () => {
    const code = inlineScript(titleScript, { name: "Corsi", n: 21 }, { double, greet, shout });
    expect(code).not.toMatch(/double|greet|shout|toUpperCase/);
    expect(code).toContain("hello ");
  });

  it("refuses a helper handed under another name, and a helper the function needs but is not handed", () => {
    expect(() => inlineScript(titleScript, { name: "", n: 0 }, { double, greet: shout })).toThrow(
      'titleScript: hand shout under its own name, not "greet"',
    );
    expect(() =>
      inlineScript(titleScript, { name: "", n: 0 }, { double } as unknown as Parameters<typeof titleScript>[1]),
    ).toThrow("titleScript: destructures greet, which it is not handed");
  });
});
