import { contactHrefs } from "./contact";

describe("contactHrefs", () => {
  it("turns readable international numbers into tel: and wa.me links", () => {
    expect(
      contactHrefs({ phone: "+20 100 000 0000", email: "hello@example.com", whatsapp: "+44 20 7946 0000" }),
    ).toEqual({
      phone: "tel:+201000000000",
      email: "mailto:hello@example.com",
      whatsapp: "https://wa.me/442079460000",
    });
  });
});
