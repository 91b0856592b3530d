import { COMPANY, type PostalAddress } from '../../../contracts/company';
import { html, type Markup } from '../../../lib/html';

/** The company's addresses, phone and emails, as the footer and the Contact Us part show them. */
export const contactDetails = (): Markup =>
  html`${[COMPANY.headquarters, COMPANY.serviceCentre].map(
      (address: PostalAddress) =>
        html`<address>
          <strong>${address.label}</strong><br />${address.lines.map((line, index) => html`${index > 0 ? html`<br />` : ''}${line}`)}
        </address>`,
    )}
    <p>
      Phone: <a href="tel:${COMPANY.phone.dial}">${COMPANY.phone.display}</a> (${COMPANY.phone.hours})<br />
      Sales: <a href="mailto:${COMPANY.emails.sales}">${COMPANY.emails.sales}</a><br />
      Support: <a href="mailto:${COMPANY.emails.support}">${COMPANY.emails.support}</a>
    </p>`;
