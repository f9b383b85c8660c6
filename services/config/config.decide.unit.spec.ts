import { describe, expect, it } from '@jest/globals';
import { defaultSection } from '@landrecords/contracts/config/index';
import type { RecordedEvent } from '@landrecords/projections/platform/eventstore/index';
import { decideSave } from './config.decide';
import { evolveSection } from './config.events';

const recorded = (event: ReturnType<typeof decideSave>[0]) => ({ ...event, metadata: {} }) as unknown as RecordedEvent;

describe('a county configuration save', () => {
  it('given a section never saved, when saved, then the whole section is the event', () => {
    const values = { ...defaultSection('userAccess'), maxloginAttempts: 3 };
    expect(decideSave('userAccess', defaultSection('userAccess'), values)).toEqual([
      { type: 'CountyConfigSectionSaved', data: { section: 'userAccess', values } },
    ]);
  });

  it('given a billing run, when the form saves, then lastRan stays as the run left it', () => {
    const current = { ...defaultSection('billingSchedule'), lastRan: '2026-11-01T00:00:00.000Z' };
    const [event] = decideSave('billingSchedule', current, { ...current, renewalDay: 15, lastRan: null });
    expect(event.data.values).toMatchObject({ renewalDay: 15, lastRan: '2026-11-01T00:00:00.000Z' });
  });

  it('given saves, the state is the last one; other events leave it alone', () => {
    const [first] = decideSave('loginPageSlides', defaultSection('loginPageSlides'), { numberOfSlides: 2 });
    const [second] = decideSave('loginPageSlides', { numberOfSlides: 2 }, { numberOfSlides: 5 });
    const state = [first, second].map(recorded).reduce(evolveSection<'loginPageSlides'>, null);
    expect(state).toEqual({ numberOfSlides: 5 });
    expect(evolveSection(state, { type: 'SomethingElse', data: {} } as RecordedEvent)).toEqual({ numberOfSlides: 5 });
  });
});
