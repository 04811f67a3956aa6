import { useState } from 'react';

import { generateFailureOf, maskKey, type ApiUsageData, type GenerateFailure } from './apiUsage';
import { ApiUsageView, type CopyOutcome } from './ApiUsageView';
import { getUserApiInfo } from '../../../api/account';
import { generateApiKey, getApiMonthlyUsage } from '../../../api/nsa-account';
import { useFrame } from '../../shell/frameContext';
import { useLinkTo } from '../../shell/links';
import { useLoader } from '../../shell/useLoader';
import { useMountedRef } from '../../shell/useMountedRef';

async function loadApiUsage(): Promise<ApiUsageData> {
  const [info, usage] = await Promise.all([getUserApiInfo(), getApiMonthlyUsage()]);
  return { info, months: usage.months };
}

export interface ApiUsageScreenProps {
  /** Writes the key to the clipboard; the browser's clipboard unless a story or test gives another. */
  copyText?: (text: string) => Promise<void>;
}

const writeToClipboard = (text: string) => navigator.clipboard.writeText(text);

/**
 * Route account:api: loads the API key and allowance (GetUserApiInfo) with the monthly usage
 * (GetApiMonthlyUsageData), and generates a key (GetGenerateApiKey) — after a confirmation when
 * one exists, since the old key stops working. The whole new key is known only on this visit: it
 * can be shown and copied until the page is left.
 */
export function ApiUsageScreen({ copyText = writeToClipboard }: ApiUsageScreenProps) {
  const { title, section } = useFrame();
  const linkTo = useLinkTo();
  const mounted = useMountedRef();
  const usage = useLoader(loadApiUsage, null as ApiUsageData | null, []);
  const [newKey, setNewKey] = useState<string | null>(null);
  const [revealed, setRevealed] = useState(false);
  const [generating, setGenerating] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [generateFailure, setGenerateFailure] = useState<GenerateFailure | null>(null);
  const [copyOutcome, setCopyOutcome] = useState<CopyOutcome | null>(null);

  const generate = async () => {
    setGenerating(true);
    setGenerateFailure(null);
    setCopyOutcome(null);
    try {
      const { apiKey } = await generateApiKey();
      if (!mounted.current) return;
      setNewKey(apiKey);
      setRevealed(false);
      usage.setData((data) => (data ? { ...data, info: { ...data.info, apiKey: maskKey(apiKey) } } : data));
    } catch (error) {
      if (mounted.current) setGenerateFailure(generateFailureOf(error));
    } finally {
      if (mounted.current) setGenerating(false);
    }
  };

  const copy = async () => {
    if (!newKey) return;
    try {
      await copyText(newKey);
      if (mounted.current) setCopyOutcome('copied');
    } catch {
      if (mounted.current) setCopyOutcome('failed');
    }
  };

  const hasKey = newKey !== null || (usage.data?.info.apiKey ?? null) !== null;

  return (
    <ApiUsageView
      title={title}
      section={section}
      load={usage.load}
      data={usage.data}
      newKey={newKey}
      revealed={revealed}
      generating={generating}
      confirming={confirming}
      generateFailure={generateFailure}
      copyOutcome={copyOutcome}
      upgradeHref={linkTo('upgrade')}
      docsHref={linkTo('api:v2')}
      onRetry={usage.retry}
      onGenerate={() => {
        if (generating) return;
        if (hasKey) setConfirming(true);
        else void generate();
      }}
      onConfirmGenerate={() => {
        setConfirming(false);
        void generate();
      }}
      onCancelGenerate={() => setConfirming(false)}
      onToggleReveal={() => setRevealed((shown) => !shown)}
      onCopy={() => void copy()}
    />
  );
}
