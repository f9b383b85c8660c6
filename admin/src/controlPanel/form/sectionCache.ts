import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { SectionName } from '@landrecords/contracts/config/index';
import type { Envelope } from '@landrecords/contracts/envelope';
import type { FormValues } from './values';

/** The query key of a section as its form holds it: the whole envelope of its GET. */
export const sectionFormKey = (section: SectionName) => ['controlPanel', 'sectionForm', section] as const;

/** The section's content as its form holds it, from what a save answered (search2 answers its helper data). */
export function sectionOfAnswer(section: SectionName, answer: Envelope<unknown>): FormValues | null {
  const content = answer.content as FormValues | null;
  if (!content || typeof content !== 'object') return null;
  if (section === 'search2') return (content.baseContent as FormValues | undefined) ?? null;
  return content;
}

export const useSectionCache = (section: SectionName) => {
  const queryClient = useQueryClient();
  return useCallback(
    (answer: Envelope<unknown>) => {
      const content = sectionOfAnswer(section, answer);
      if (content) {
        queryClient.setQueryData<Envelope<FormValues>>(sectionFormKey(section), (old) =>
          old ? { ...old, content: { ...old.content, ...content } } : old,
        );
      }
      // Other screens' reads of the section (the account form's flat fee rates) see the change.
      void queryClient.invalidateQueries({ queryKey: ['controlPanel', 'countyConfig', section] });
    },
    [queryClient, section],
  );
};
