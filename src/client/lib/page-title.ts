import { useEffect } from 'react';

/** Sets the document title for as long as the page is shown; every page names itself this way. */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
