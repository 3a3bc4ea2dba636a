import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import { lazy, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { ACCOUNT_ROUTES, type AccountRouteDef } from '../engine/account-routes.ts';
import { Loading } from './components/AccountPage.tsx';
import { ComingSoonPage } from './pages/ComingSoonPage.tsx';
import { NotFoundPage } from './pages/NotFoundPage.tsx';
import { RequireLogin } from './site/RequireLogin.tsx';
import { SiteContext, type Site } from './site/SiteContext.tsx';

/** A page's code, loaded when its route first opens (the first load carries only the site's frame). */
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): ComponentType {
  return lazy(async () => ({ default: pick(await load()) }));
}

const payments = () => import('./pages/payment-routes.tsx');

const PayRoute = page(payments, (m) => m.PayRoute);
const BarRoute = page(payments, (m) => m.BarRoute);
const PayDepositRoute = page(payments, (m) => m.PayDepositRoute);
const PaymentRoute = page(payments, (m) => () => <m.PaymentRequestRoute checkFirst={false} />);
const DepositRoute = page(payments, (m) => () => <m.PaymentRequestRoute checkFirst />);
const PaymentCheckRoute = page(payments, (m) => m.PaymentCheckRoute);
const LoginPage = page(() => import('./pages/auth/LoginPage.tsx'), (m) => m.LoginPage);
const RegisterPage = page(() => import('./pages/auth/RegisterPage.tsx'), (m) => m.RegisterPage);
const VerifyPage = page(() => import('./pages/auth/VerifyPage.tsx'), (m) => m.VerifyPage);
const ForgotPasswordPage = page(() => import('./pages/auth/ForgotPasswordPage.tsx'), (m) => m.ForgotPasswordPage);
const PasswordResetPage = page(() => import('./pages/auth/PasswordResetPage.tsx'), (m) => m.PasswordResetPage);
const LogoutPage = page(() => import('./pages/auth/LogoutPage.tsx'), (m) => m.LogoutPage);
const MyDetailsPage = page(() => import('./pages/MyDetailsPage.tsx'), (m) => m.MyDetailsPage);
const DashboardPage = page(() => import('./pages/DashboardPage.tsx'), (m) => m.DashboardPage);
const AppDashboardPage = page(() => import('./pages/AppDashboardPage.tsx'), (m) => m.AppDashboardPage);
const portal = () => import('./pages/portal/BookingPortalPage.tsx');
const BookPage = page(portal, (m) => () => <m.BookingPortalPage page="book" />);
const BookNowPage = page(portal, (m) => () => <m.BookingPortalPage page="bookNow" />);
const NewBookingPage = page(portal, (m) => () => <m.BookingPortalPage page="newBooking" />);
const RebookPage = page(() => import('./pages/rebook/RebookPage.tsx'), (m) => m.RebookPage);
const booking = () => import('./pages/booking/routes.tsx');
const ManageRoute = page(booking, (m) => m.ManageRoute);
const EditBookingRoute = page(booking, (m) => m.EditBookingRoute);
const JoinPage = page(() => import('./pages/guests/JoinPage.tsx'), (m) => m.JoinPage);
const GuestPage = page(() => import('./pages/guests/GuestPage.tsx'), (m) => m.GuestPage);
const societies = () => import('./pages/societies/routes.tsx');
const SocietyRoute = page(societies, (m) => m.SocietyRoute);
const SocietyQrPage = page(societies, (m) => m.SocietyQrPage);
const ClubSocPage = page(societies, (m) => m.ClubSocPage);
const SocietyContractRoute = page(societies, (m) => m.SocietyContractRoute);
const checkIn = () => import('./pages/check-in/routes.tsx');
const TrackTracePage = page(checkIn, (m) => m.TrackTracePage);
const CovidCheckinPage = page(checkIn, (m) => m.CovidCheckinPage);
const GuestJoinPage = page(() => import('./pages/guests/GuestJoinPage.tsx'), (m) => m.GuestJoinPage);
const EmailVerifyPage = page(() => import('./pages/email-verify/EmailVerifyPage.tsx'), (m) => m.EmailVerifyPage);
const OpeningTimesPage = page(() => import('./pages/bars/OpeningTimesPage.tsx'), (m) => m.OpeningTimesPage);
const students = () => import('./pages/students/routes.tsx');
const StudentPage = page(students, (m) => m.StudentPage);
const GraduatePage = page(students, (m) => m.GraduatePage);
const AllergensPage = page(() => import('./pages/allergens/AllergensPage.tsx'), (m) => m.AllergensPage);
const menuDocuments = () => import('./pages/menu-documents/routes.ts');
const AllergenPdfsPage = page(menuDocuments, (m) => m.AllergenPdfsPage);
const DocumentsPage = page(menuDocuments, (m) => m.DocumentsPage);
const TipPage = page(() => import('./pages/TipPage.tsx'), (m) => m.TipPage);
const StudentSignUpPage = page(() => import('./pages/student-signup/StudentSignUpPage.tsx'), (m) => m.StudentSignUpPage);
const TipCompletePage = page(() => import('./pages/TipCompletePage.tsx'), (m) => m.TipCompletePage);
const AppVoucherPage = page(() => import('./pages/AppVoucherPage.tsx'), (m) => m.AppVoucherPage);
const staffPages = () => import('./pages/staff/routes.tsx');
const StaffLoginPage = page(staffPages, (m) => m.StaffLoginPage);
const StaffLogoutPage = page(staffPages, (m) => m.StaffLogoutPage);
const StaffDataCollectPage = page(staffPages, (m) => m.StaffDataCollectPage);

/** The built pages by the route table's page names; the rest are coming soon. */
const PAGES: Record<string, ComponentType> = {
  dashboard: DashboardPage,
  appDashboard: AppDashboardPage,
  pay: PayRoute,
  bar: BarRoute,
  openingTimes: OpeningTimesPage,
  allergens: AllergensPage,
  allergensPdf: AllergenPdfsPage,
  documents: DocumentsPage,
  payDeposit: PayDepositRoute,
  payment: PaymentRoute,
  deposit: DepositRoute,
  paymentCheck: PaymentCheckRoute,
  login: LoginPage,
  register: RegisterPage,
  verify: VerifyPage,
  forgotPassword: ForgotPasswordPage,
  passwordReset: PasswordResetPage,
  logout: LogoutPage,
  myDetails: MyDetailsPage,
  tip: TipPage,
  tipComplete: TipCompletePage,
  book: BookPage,
  bookNow: BookNowPage,
  newBooking: NewBookingPage,
  rebook: RebookPage,
  manage: ManageRoute,
  editBooking: EditBookingRoute,
  join: JoinPage,
  guest: GuestPage,
  society: SocietyRoute,
  societyQr: SocietyQrPage,
  clubsoc: ClubSocPage,
  societyContract: SocietyContractRoute,
  trackTrace: TrackTracePage,
  covidCheckin: CovidCheckinPage,
  guestJoin: GuestJoinPage,
  emailVerify: EmailVerifyPage,
  student: StudentPage,
  graduate: GraduatePage,
  studentSignup: StudentSignUpPage,
  appVoucher: AppVoucherPage,
  staffLogin: StaffLoginPage,
  staffLogout: StaffLogoutPage,
  staffDataCollect: StaffDataCollectPage,
};

/** A route the server answers itself (the calendar download): reached within the site, the browser asks the server. */
function ServerRoute() {
  useEffect(() => location.reload(), []);
  return <Loading />;
}

function element(route: AccountRouteDef): ReactNode {
  const Page = PAGES[route.page];
  const shown = route.server ? (
    <ServerRoute />
  ) : Page && !route.soon ? (
    <Page />
  ) : (
    <ComingSoonPage page={route.page} />
  );
  return route.login ? <RequireLogin>{shown}</RequireLogin> : shown;
}

export interface AccountAppProps {
  site: Site;
  queries: QueryClient;
  i18n: i18n;
}

/** The account site: every route of the spec's table (§2.1), and the not-found page for any other path. */
export function AccountApp({ site, queries, i18n }: AccountAppProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queries}>
        <SiteContext.Provider value={site}>
          <BrowserRouter>
            <Suspense fallback={<Loading />}>
              <Routes>
                {ACCOUNT_ROUTES.map((route) => (
                  <Route key={route.path} path={route.path} element={element(route)} />
                ))}
                <Route path="*" element={<NotFoundPage />} />
              </Routes>
            </Suspense>
          </BrowserRouter>
        </SiteContext.Provider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
