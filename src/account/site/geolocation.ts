/** The browser's location, as a promise: refused (or unavailable) is a rejection the page words itself. */
export class LocationDenied extends Error {}
export class LocationUnavailable extends Error {}

export function currentPosition(timeoutMs = 15_000): Promise<{ latitude: number; longitude: number }> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) return reject(new LocationUnavailable('no geolocation'));
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
      (error) => reject(error.code === error.PERMISSION_DENIED ? new LocationDenied(error.message) : new LocationUnavailable(error.message)),
      { timeout: timeoutMs, maximumAge: 300_000 },
    );
  });
}
