/** Turns the owner's contact details into links: tel:, mailto: and WhatsApp's click-to-chat. */
export interface ContactDetails {
  readonly phone: string;
  readonly email: string;
  readonly whatsapp: string;
}

const digits = (phone: string) => phone.replace(/\D/g, "");

export function contactHrefs({ phone, email, whatsapp }: ContactDetails) {
  return {
    phone: `tel:+${digits(phone)}`,
    email: `mailto:${email}`,
    // wa.me wants the full international number with no '+', spaces or dashes.
    whatsapp: `https://wa.me/${digits(whatsapp)}`,
  };
}
