import { useLingui } from '@lingui/react/macro';
import type { OrderStatus } from '#contract/orders.ts';
import { Badge } from '#ui/Badge/Badge.tsx';
import { orderStatusPresentation } from './orderStatus.ts';

/** An order's status in words and colour, in the active language. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { i18n } = useLingui();
  const { label, tone } = orderStatusPresentation[status];
  return (
    <Badge tone={tone} data-status={status}>
      {i18n._(label)}
    </Badge>
  );
}
