import { listEvents } from './events.ts';

listEvents(document.getElementById('covers-events'));
