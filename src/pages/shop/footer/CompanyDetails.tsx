import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { companyInfoQuery } from '#api/lists.queries.ts';
import * as styles from './Footer.css.ts';

/** The operator's legal identity (spec §2), from the server; nothing while it loads or if it cannot be read. */
export function CompanyDetails() {
  const { data: company } = useQuery(companyInfoQuery);
  if (!company) return null;
  const { name, registrationNumber, address, contact } = company;
  return (
    <address className={styles.company}>
      <span className={styles.companyName}>{name}</span>
      <span>
        <Trans>Registration number: {registrationNumber}</Trans>
      </span>
      <span>
        {address.street}, {address.postalCode} {address.city}, {address.country}
      </span>
      <a className={styles.contactLink} href={`mailto:${contact.email}`}>
        {contact.email}
      </a>
      <a className={styles.contactLink} href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>
        {contact.phone}
      </a>
    </address>
  );
}
