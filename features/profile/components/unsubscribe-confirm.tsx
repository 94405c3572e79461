'use client';

import { useState } from 'react';
import { Button } from '@/components/button';
import { Form } from '@/components/form';
import { Notice } from '@/components/notice';
import { SystemActionLink, SystemPageView } from '@/features/system';
import { lazyBrowserApi, isApiError } from '@/lib/api';

export type UnsubscribeLink = { uid: number; token: string; channel: 'email' | 'phone' };

type Texts = {
  ask: { title: string; description: string; button: string };
  done: { title: string; description: string; button: string };
  invalid: string;
  failed: string;
};

/**
 * The unsubscribe link's landing: it says what will happen and unsubscribes only when the button is
 * pressed (a POST), so a mail scanner that opens the link changes nothing.
 */
export function UnsubscribeConfirm({ link, texts, homeHref }: { link: UnsubscribeLink; texts: Texts; homeHref: string }) {
  const [state, setState] = useState<'ask' | 'pending' | 'done' | 'invalid' | 'failed'>('ask');
  if (state === 'done') {
    return <SystemPageView kind="unsubscribe" {...texts.done} actions={<SystemActionLink href={homeHref}>{texts.done.button}</SystemActionLink>} />;
  }
  const failure = state === 'invalid' ? texts.invalid : state === 'failed' ? texts.failed : null;
  return (
    <SystemPageView
      kind="unsubscribe"
      title={texts.ask.title}
      description={texts.ask.description}
      actions={
        <Form
          className="flex flex-col items-center gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            setState('pending');
            lazyBrowserApi.call('unsubscribe', link).then(
              () => setState('done'),
              (error: unknown) => setState(isApiError(error) && error.type === 'InvalidParameterException' ? 'invalid' : 'failed'),
            );
          }}
        >
          {failure && <Notice>{failure}</Notice>}
          <Button type="submit" size="lg" loading={state === 'pending'}>
            {texts.ask.button}
          </Button>
        </Form>
      }
    />
  );
}
