/** Settings the server hands to the browser with every page: contact details only, never secrets. */
export interface PublicSettings {
  phone: string;
  email: string;
  address: string;
}

/** tel: link for a displayed phone number. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
