/**
 * The booking page's two routes (§2.1): /manage/{manage_token}/{action?}/{sub_action?} for whoever
 * holds the link, and /edit-booking/{id} (login required) for the customer's own booking. A key or id
 * that cannot be one is the not-found page.
 */
import { useParams } from 'react-router-dom';
import { NotFoundPage } from '../NotFoundPage.tsx';
import { BookingPage } from './BookingPage.tsx';

const TOKEN = /^[A-Za-z0-9_-]{1,200}$/;
const ID = /^[1-9]\d{0,8}$/;

export function ManageRoute() {
  const { manageToken, action, subAction } = useParams();
  if (!manageToken || !TOKEN.test(manageToken)) return <NotFoundPage />;
  // A new key, a new page: nothing of another booking's page (its open dialog or tab) carries over.
  return <BookingPage key={manageToken} bookingKey={{ token: manageToken }} action={action} subAction={subAction} />;
}

export function EditBookingRoute() {
  const { id } = useParams();
  if (!id || !ID.test(id)) return <NotFoundPage />;
  return <BookingPage key={id} bookingKey={{ id }} />;
}
