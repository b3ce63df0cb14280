import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { paymentGatewaysQuery } from '#api/lists.queries.ts';
import type { PaymentGateway } from '#contract/lists.ts';

export interface GatewayChoice {
  /** The methods the server offers; undefined while they load, none when they cannot be loaded. */
  gateways: readonly PaymentGateway[] | undefined;
  /** The chosen method's id (the first one until the shopper picks another). */
  gatewayId: number | undefined;
  /** The shopper picked a payment method. */
  onGatewayChange: (gatewayId: number) => void;
}

/**
 * The payment method of a checkout (spec §7, the gateway list cached 5 minutes). The first method is preselected,
 * and a choice the server no longer offers falls back to it; a list that fails to load reads as empty, so the
 * checkout says so instead of waiting forever.
 */
export function useGatewayChoice(enabled = true): GatewayChoice {
  const query = useQuery({ ...paymentGatewaysQuery, enabled });
  const gateways = query.isError ? [] : query.data;
  const [chosenGatewayId, setChosenGatewayId] = useState<number>();
  const gatewayId = gateways?.some((gateway) => gateway.id === chosenGatewayId) ? chosenGatewayId : gateways?.[0]?.id;
  return { gateways, gatewayId, onGatewayChange: setChosenGatewayId };
}
