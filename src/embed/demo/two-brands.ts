import { listEvents } from './events.ts';

listEvents(document.getElementById('covers-events'));

// The loader tag in the page is a plain (not async) script, so it has run before this module.
const target = document.getElementById('widget-b');
if (target && window.Covers) window.Covers.mount(target, { brand: 'decuba' });
