/** A guest's name as the list shows it: forename and surname, whichever they gave. */
export function guestName(guest: { forename: string; surname: string }): string {
  return [guest.forename, guest.surname].filter(Boolean).join(' ');
}
