import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { publicSettingsQuery } from '#api/settings.ts';
import { ShopNotice } from '#ui/ShopNotice/ShopNotice.tsx';

/** On the cart and product pages while an admin has the shop in maintenance: buying is paused, browsing is not. */
export function MaintenanceNotice() {
  const { t } = useLingui();
  const settings = useQuery(publicSettingsQuery);
  if (!settings.data?.maintenance_mode) return null;
  return (
    <ShopNotice tone="warning">
      {t`The shop is under maintenance: purchases are paused for a moment. You can keep browsing.`}
    </ShopNotice>
  );
}

/** The admin's home-page notice, in the page's language (English when the French one is empty). */
export function HomeNotice() {
  const { i18n } = useLingui();
  const settings = useQuery(publicSettingsQuery);
  const notice = settings.data?.home_notice;
  const text = (i18n.locale === 'fr' ? notice?.fr || notice?.en : notice?.en)?.trim();
  return text ? <ShopNotice>{text}</ShopNotice> : null;
}
