/**
 * What a brand's page might do with the widget's events: here, list them on the page so a person
 * trying the demo (and the browser tests) can see what the host hears.
 */
const EVENTS = ['loaded', 'params', 'close_booking', 'booking_update', 'booking-completed'];

export function listEvents(list: HTMLElement | null): void {
  if (!list) return;
  for (const name of EVENTS) {
    document.addEventListener(`covers:${name}`, (event) => {
      const item = document.createElement('li');
      item.dataset.event = name;
      const source = (event.target as HTMLElement).closest('[id]')?.id;
      item.textContent = `${name}${source ? ` (${source})` : ''} ${JSON.stringify((event as CustomEvent).detail)}`;
      list.appendChild(item);
    });
  }
}
