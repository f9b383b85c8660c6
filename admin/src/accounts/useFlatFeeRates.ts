import { useQuery } from '@tanstack/react-query';
import { controlPanel } from './api';

type Rate = { option: boolean; unlimitedNumberOfPages: boolean; numberOfPages: number | null; cost: number | null };

/** The county's five flat-fee options (002 §3 Flat fee config), which an account's Monthly Rate selects. */
export const useFlatFeeRates = () =>
  useQuery({
    queryKey: ['controlPanel', 'countyConfig', 'flatFee'],
    queryFn: async () => (await controlPanel<{ rates: Rate[] }>('countyConfig/flatFee')).content?.rates ?? [],
    staleTime: 60_000,
  });

/** Whether the county lets its staff reload a flat-fee account (002 §2.4: the More menu's Reload). */
export const useCountyAdminReload = () =>
  useQuery({
    queryKey: ['controlPanel', 'countyConfig', 'flatFeeOverride'],
    queryFn: async () =>
      (await controlPanel<{ countyAdminReload: boolean }>('countyConfig/flatFeeOverride')).content?.countyAdminReload ??
      false,
    staleTime: 60_000,
  });
