import { listEvents } from './events.ts';

listEvents(document.getElementById('covers-events'));

// The page closes the widget when it asks (its Close booking button), and offers to open it again.
const reopen = document.getElementById('covers-reopen');
document.addEventListener('covers:close_booking', (event) => {
  const holder = event.target as HTMLElement;
  holder.hidden = true;
  if (!reopen) return;
  reopen.parentElement!.hidden = false;
  reopen.focus();
  reopen.onclick = () => {
    holder.hidden = false;
    reopen.parentElement!.hidden = true;
  };
});
