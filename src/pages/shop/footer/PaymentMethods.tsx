import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { apiUrl } from '#api/apiRoot.ts';
import { paymentGatewaysQuery } from '#api/lists.queries.ts';
import { gatewayName } from '#lib/gatewayNames.ts';
import * as styles from './Footer.css.ts';

/** Logos of the payment methods offered at checkout, served by the API host (spec §7). */
export function PaymentMethods() {
  const { t, i18n } = useLingui();
  const { data: gateways } = useQuery(paymentGatewaysQuery);
  if (!gateways?.length) return null;
  return (
    <ul className={styles.gateways} aria-label={t`Payment methods`}>
      {gateways.map((gateway) => (
        <li key={gateway.id} className={styles.gateway}>
          <img
            src={apiUrl(gateway.image)}
            alt={gatewayName(i18n, gateway.method_name)}
            width={64}
            height={32}
            loading="lazy"
            decoding="async"
            className={styles.gatewayLogo}
          />
        </li>
      ))}
    </ul>
  );
}
