/**
 * Whether the browser refused the page its location (§8 'Access to location denied'). The page asks once when
 * it opens; the position itself is never kept or sent (docs/decisions.md, "Track and trace").
 */
import { useEffect, useState } from 'react';

export function useLocationDenied(): boolean {
  const [denied, setDenied] = useState(false);
  useEffect(() => {
    if (!('geolocation' in navigator)) return;
    let live = true;
    navigator.geolocation.getCurrentPosition(
      () => undefined,
      (error) => {
        if (live && error.code === error.PERMISSION_DENIED) setDenied(true);
      },
      { maximumAge: Infinity, timeout: 30_000 },
    );
    return () => {
      live = false;
    };
  }, []);
  return denied;
}
