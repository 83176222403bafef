/** "Je bent offline: …" under the navigation bar, while the site cannot reach its server (issue 29 item 3). */
import * as m from '@gh/i18n/messages';
import { OFFLINE_NOTICE_ID, useOffline } from '../lib/offline/connection';

export function OfflineNotice() {
  const offline = useOffline();
  // The live region is always there, so the change is announced when the connection goes.
  return (
    <div role="status" id={OFFLINE_NOTICE_ID}>
      {offline && (
        <p className="bg-brand-yellow px-4 py-2 text-center text-sm font-semibold text-brand-black">
          {m.common_offline()}
        </p>
      )}
    </div>
  );
}
