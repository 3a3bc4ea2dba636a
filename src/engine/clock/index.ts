export { SimulatedClock, systemClock, type Clock, type TimerHandle } from './clock.ts';
