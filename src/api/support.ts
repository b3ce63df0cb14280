import { type ContactFormAnswer, type ContactFormBody, supportEndpoints } from '#contract/lists.ts';
import { callEndpoint } from './endpoint.ts';

/** Spec §7: `POST users/contact_form/`; the answer's `detail` is what the success toast shows. */
export function sendContactForm(body: ContactFormBody, signal?: AbortSignal): Promise<ContactFormAnswer> {
  return callEndpoint(supportEndpoints.contactForm, { body, signal });
}
