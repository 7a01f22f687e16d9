import { RuleTester } from 'eslint';
import { featureBoundaries } from './featureBoundaries.mjs';

const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });
const inFeature = '/repo/remote-booking/src/features/history/cards/BookingCard.tsx';
const inComponents = '/repo/remote-booking/src/components/payment/usePayBooking.ts';

tester.run('feature-boundaries', featureBoundaries, {
  valid: [
    { filename: inFeature, code: "import { Badge } from './Badge';" },
    { filename: inFeature, code: "import { LineFacts } from '../lines/LineFacts';" },
    { filename: inFeature, code: "import { usePayBooking } from '../../../components/payment';" },
    { filename: inFeature, code: "import { Card } from '../../../ui/Card';" },
    { filename: inFeature, code: "import { useOpenBookings } from '@servenear/shared/api';" },
    { filename: inComponents, code: "import { Card } from '../../ui/Card';" },
    { filename: '/repo/remote-booking/src/app/pages.ts', code: "const page = import('../features/history/InstantBookingPage');" },
  ],
  invalid: [
    { filename: inFeature, code: "import { CartPage } from '../../cart/CartPage';", errors: [{ messageId: 'otherFeature' }] },
    { filename: inFeature, code: "export { slots } from '../../cart/slots';", errors: [{ messageId: 'otherFeature' }] },
    { filename: inFeature, code: "const cart = import('../../cart/CartPage');", errors: [{ messageId: 'otherFeature' }] },
    { filename: inComponents, code: "import { BookingCard } from '../../features/history/cards/BookingCard';", errors: [{ messageId: 'featureFromComponents' }] },
    { filename: inFeature, code: "import { pages } from '../../../app/pages';", errors: [{ messageId: 'app' }] },
  ],
});
