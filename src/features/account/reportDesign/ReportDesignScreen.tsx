import { useState } from 'react';

import {
  IDLE_STATUS,
  requestOf,
  saveFailureFrom,
  type ReportDesignDraft,
  type ReportDesignSettings,
  type ReportDesignStatus,
} from './reportDesignModel';
import { ReportDesignView } from './ReportDesignView';
import { getReportDesign, saveReportDesign } from '../../../api/nsa-account';
import { useFrame } from '../../shell/frameContext';
import { useLinkTo } from '../../shell/links';
import { useLoader } from '../../shell/useLoader';
import { useMountedRef } from '../../shell/useMountedRef';

/**
 * Route account:reportdesign: loads the account's white-label design (GetReportDesign) and saves
 * it (SaveReportDesign). A failed save keeps what was typed and says why: the fields the server
 * refused, or the plan (with a link to upgrade).
 */
export function ReportDesignScreen() {
  const { title, section } = useFrame();
  const linkTo = useLinkTo();
  const mounted = useMountedRef();
  const design = useLoader(() => getReportDesign(), null as ReportDesignSettings | null, []);
  const [status, setStatus] = useState<ReportDesignStatus>(IDLE_STATUS);

  const save = async (draft: ReportDesignDraft) => {
    setStatus({ saving: true, saved: false, failure: null });
    try {
      const saved = await saveReportDesign(requestOf(draft));
      if (!mounted.current) return;
      design.setData(saved);
      setStatus({ saving: false, saved: true, failure: null });
    } catch (error) {
      if (mounted.current) setStatus({ saving: false, saved: false, failure: saveFailureFrom(error) });
    }
  };

  return (
    <ReportDesignView
      title={title}
      section={section}
      load={design.load}
      settings={design.data}
      status={status}
      upgradeHref={linkTo('upgrade')}
      onRetry={design.retry}
      onSave={(draft) => void save(draft)}
    />
  );
}
