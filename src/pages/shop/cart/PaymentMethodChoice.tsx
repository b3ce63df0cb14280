import { useLingui } from '@lingui/react/macro';
import type { PaymentGateway } from '#contract/lists.ts';
import { gatewayName } from '#lib/gatewayNames.ts';
import { Radio, RadioGroup } from '#ui/RadioGroup/RadioGroup.tsx';
import { gatewayLogo, gatewayOption } from './CartPage.css.ts';

interface PaymentMethodChoiceProps {
  gateways: readonly PaymentGateway[];
  gatewayId: number | undefined;
  onChange: (gatewayId: number) => void;
  isDisabled?: boolean;
}

/** Spec §3 and §7: the payment methods the server offers, each with its logo and name; one is chosen. */
export function PaymentMethodChoice({ gateways, gatewayId, onChange, isDisabled }: PaymentMethodChoiceProps) {
  const { t, i18n } = useLingui();
  return (
    <RadioGroup
      label={t`Payment method`}
      value={gatewayId === undefined ? null : String(gatewayId)}
      onChange={(value) => onChange(Number(value))}
      isDisabled={isDisabled}
    >
      {gateways.map((gateway) => (
        <Radio key={gateway.id} value={String(gateway.id)}>
          <span className={gatewayOption}>
            <img src={gateway.image} alt="" width={40} height={24} className={gatewayLogo} />
            {gatewayName(i18n, gateway.method_name)}
          </span>
        </Radio>
      ))}
    </RadioGroup>
  );
}
