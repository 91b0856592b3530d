import { html } from '../../lib/html';
import type { CheckedEnquiry } from './enquiry-repository';

/** The mail that tells the sales team of a new enquiry; the recipient is the caller's (SALES_EMAIL). */
export interface EnquiryNotification {
  subject: string;
  text: string;
  html: string;
}

/** A mail's subject line stays readable in any inbox; the whole enquiry is in the body. */
const SUBJECT_MAX_LENGTH = 200;

/** The notification of enquiry `id`, received at `receivedAt` (ISO time): the sender's details, then the message. */
export function enquiryNotification(enquiry: CheckedEnquiry, id: number, receivedAt: string): EnquiryNotification {
  const rows: [string, string][] = [
    ['Name', `${enquiry.FirstName} ${enquiry.LastName}`],
    ['Company', enquiry.Company],
    ['Country/Region', enquiry.Country],
    ['Email', enquiry.EMail],
    ['Phone/Whats app/Skype', enquiry.Phone || '-'],
    ['Received', receivedAt],
  ];
  return {
    subject: `Website enquiry #${id} from ${enquiry.FirstName} ${enquiry.LastName} (${enquiry.Company})`.slice(0, SUBJECT_MAX_LENGTH),
    text: `${rows.map(([label, value]) => `${label}: ${value}`).join('\n')}\n\nMessage:\n${enquiry.Body}\n\nAll enquiries: npm run enquiries\n`,
    // Every value is the visitor's text: the template escapes it, so a name cannot add markup to the sales inbox.
    html: html`<table>
        ${rows.map(
          ([label, value]) =>
            html`<tr>
              <th align="left">${label}</th>
              <td>${value}</td>
            </tr>`,
        )}
      </table>
      <p style="white-space:pre-wrap">${enquiry.Body}</p>`.value,
  };
}
