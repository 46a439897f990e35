import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * Closes the hash overlay the way ui/HashOverlay's Close button does: back when the overlay was opened
 * from this page (so Forward does not reopen a finished form), else drop the hash in place.
 */
export const useOverlayClose = (): (() => void) => {
  const location = useLocation();
  const navigate = useNavigate();
  return useCallback(() => {
    const opened = (location.state as { overlay?: string } | null)?.overlay;
    if (opened !== undefined && opened === location.hash) navigate(-1);
    else navigate({ pathname: location.pathname, search: location.search }, { replace: true });
  }, [location, navigate]);
};
