import { LocalLink } from '@/features/system';
import { PaymentMethodCards, type PaymentMethodCardsProps } from './payment-method-cards';

/** Payment methods with icon, name, description and limits, rendered on the server (links in the page's locale). */
export function PaymentMethodList(props: Omit<PaymentMethodCardsProps, 'Link'>) {
  return <PaymentMethodCards {...props} Link={LocalLink} />;
}
