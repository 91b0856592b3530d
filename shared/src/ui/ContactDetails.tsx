import { COMPANY, type PostalAddress } from '@ferrolink/api/contracts/company';

const ADDRESSES: readonly PostalAddress[] = [COMPANY.headquarters, COMPANY.serviceCentre];

/**
 * The company's addresses, phone and emails, from its facts: the footer and the About page's Contact Us show the
 * same details. Unstyled: each place gives the block its own class (`className`) and lays out its children.
 */
export function ContactDetails({ className }: { className?: string }) {
  return (
    <div className={className}>
      {ADDRESSES.map((address) => (
        <address key={address.label}>
          <strong>{address.label}</strong>
          {address.lines.map((line) => (
            <span key={line}>
              <br />
              {line}
            </span>
          ))}
        </address>
      ))}
      <p>
        <strong>Phone</strong> <a href={`tel:${COMPANY.phone.dial}`}>{COMPANY.phone.display}</a>
        <br />
        {COMPANY.phone.hours}
        <br />
        <strong>Sales</strong> <a href={`mailto:${COMPANY.emails.sales}`}>{COMPANY.emails.sales}</a>
        <br />
        <strong>Support</strong> <a href={`mailto:${COMPANY.emails.support}`}>{COMPANY.emails.support}</a>
      </p>
    </div>
  );
}
