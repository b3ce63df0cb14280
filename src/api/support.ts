import {
  type ContactFormAnswer,
  type ContactFormBody,
  contactFormAnswerSchema,
  listPaths,
} from '../../contract/lists.ts';
import { api } from './client.ts';

/** Spec §7: `POST users/contact_form/`; the answer's `detail` is what the success toast shows. */
export function sendContactForm(body: ContactFormBody, signal?: AbortSignal): Promise<ContactFormAnswer> {
  return api.post(listPaths.contactForm, { json: body, signal }).json(contactFormAnswerSchema);
}
