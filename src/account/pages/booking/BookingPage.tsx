/**
 * A booking's page (account-and-guest-features §2.3, §4): /manage/{token}/{action?}/{sub_action?} for
 * whoever holds the link, /edit-booking/{id} for the signed-in customer. One page: the key says which
 * calls it makes. Tabs as the booking allows them, the open one from the hash or the action.
 */
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookingKey, ManagedBooking } from '../../../api-client/bookings.ts';
import { ApiError } from '../../../api-client/errors.ts';
import { AccountPage, Loading } from '../../components/AccountPage.tsx';
import { FormMessage } from '../../components/forms.tsx';
import { useBooking, useBrunchUpgrade } from './booking-queries.ts';
import { HashTabs } from '../../components/HashTabs.tsx';
import { openTab, paymentAsked, shownTabs, TAB_LABELS, type BookingTabId } from './booking-tabs.ts';
import { BrunchUpgradeTab } from './BrunchUpgradeTab.tsx';
import { GuestListSection } from './guests/GuestListSection.tsx';
import { OverviewTab } from './OverviewTab.tsx';
import { PackagesTab } from './PackagesTab.tsx';
import { PaymentTab } from './PaymentTab.tsx';
import { usePackages } from './pre-order-queries.ts';
import { PreOrderTab } from './PreOrderTab.tsx';

export interface BookingPageProps {
  bookingKey: BookingKey;
  /** The /manage path's action and sub-action (`pay`, `deposit`). */
  action?: string | undefined;
  subAction?: string | undefined;
}

export function BookingPage({ bookingKey, action, subAction }: BookingPageProps) {
  const { t } = useTranslation();
  const booking = useBooking(bookingKey);
  const byLink = 'token' in bookingKey;
  const title = t(byLink ? 'account:site.routes.manage' : 'account:site.routes.editBooking');
  return (
    <AccountPage title={title}>
      {booking.data ? (
        <BookingTabsFor booking={booking.data} bookingKey={bookingKey} action={action} subAction={subAction} />
      ) : booking.isError ? (
        <FormMessage kind="error">{loadError(booking.error, t)}</FormMessage>
      ) : (
        <Loading />
      )}
    </AccountPage>
  );
}

/** A booking that cannot be read: not found (another's, or none), or the server's reason. */
function loadError(error: unknown, t: (key: string) => string): string {
  if (error instanceof ApiError && error.status === 404) return t('account:accountErrors.bookingNotFound');
  return error instanceof ApiError && error.kind === 'http' && error.status < 500 ? error.message : t('account:site.loadFailed');
}

function BookingTabsFor({ booking, bookingKey, action, subAction }: { booking: ManagedBooking } & BookingPageProps) {
  const { t } = useTranslation();
  // /pay/deposit and /pay/balance open that payment once: the Payment panel opened again later opens as it is.
  const asked = useRef(paymentAsked(action, subAction));
  const takeAsked = () => {
    const payment = asked.current;
    asked.current = undefined;
    return payment;
  };
  // The brunch upgrade is the link holder's (§2.3: a /manage page's tab), reached by the link's key.
  const upgradeKey = 'token' in bookingKey ? bookingKey.token : null;
  const upgrade = useBrunchUpgrade(upgradeKey);
  // The booking's admin's tabs: a guest's view has neither (their own pre-order is on their guest page).
  const packages = usePackages(bookingKey, { enabled: booking.admin });
  const shown = shownTabs(booking, { canUpgrade: upgrade.data?.meta.can_upgrade, packages: packages.data, byId: !upgradeKey });
  const panels: Record<BookingTabId, () => ReactNode> = {
    overview: () => (
      <>
        <OverviewTab booking={booking} bookingKey={bookingKey} showsPayment={shown.includes('payment')} />
        <GuestListSection booking={booking} bookingKey={bookingKey} />
      </>
    ),
    payment: () => <PaymentTab booking={booking} bookingKey={bookingKey} initial={takeAsked()} />,
    'pre-order': () => (packages.data ? <PreOrderTab bookingKey={bookingKey} packages={packages.data} /> : null),
    packages: () => (packages.data ? <PackagesTab packages={packages.data} prices={booking.agency_name === null} /> : null),
    'brunch-upgrade': () => (upgradeKey && upgrade.data ? <BrunchUpgradeTab manageKey={upgradeKey} upgrade={upgrade.data} /> : null),
  };
  // The tabs wait for the facts that decide which there are: a set that grew a moment later would open afresh,
  // and a payment a /pay/… link opened (or one being made) would start again.
  if (packages.isLoading || upgrade.isLoading) return <Loading />;
  if (shown.length < 2) return <>{panels.overview()}</>;
  return (
    <HashTabs
      // Tabs that come and go (Payment, once cancelled) make a new set: the open one is read again.
      key={shown.join()}
      label={t('account:site.routes.editBooking')}
      initial={openTab(shown, '', action)}
      // The /manage page names its pre-order tab 'Pre-order' (§2.3).
      tabs={shown.map((id) => ({ id, label: t(id === 'pre-order' && upgradeKey ? 'account:booking.tabs.preOrderToken' : TAB_LABELS[id]), panel: panels[id] }))}
    />
  );
}
