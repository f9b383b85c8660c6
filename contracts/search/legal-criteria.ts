import { z } from 'zod';
import { checkNameSet, choice, codeOrAll, dateRange, middleInitial, sinkOf, typed } from './fields';
import { searchMessages as m } from './messages';

const digits = /^\d*$/;

/**
 * Legal description criteria (001 §2.7, §3.1), shared by the legal description search and the tract book
 * legal search, which has no name block or document type. Name fields carry the legal type's suffix.
 */
export function legalCriteria(form: 'legal' | 'tractBook') {
  const shape = {
    legalType: choice(['LB', 'MB'], 'LB'),
    searchMethod: choice(['CONTAINS', 'EXACT'], 'CONTAINS'),
    documentType: codeOrAll(),
    instrumentGroup: codeOrAll(),
    ...dateRange,
    section: typed(10),
    township: typed(10),
    range: typed(10),
    base: typed(20),
    meridian: typed(20),
    qqqq: typed(2),
    qqq: typed(2),
    qq: typed(2),
    q: typed(2),
    municipality: typed(60),
    lbMunicipality: typed(60),
    otherLotMb: typed(40),
    otherLotLb: typed(40),
    otherLotCodeMb: typed(20),
    otherLotCodeLb: typed(20),
    hideOtherLots: z.boolean().default(false),
    lot: typed(20),
    sublot: typed(20),
    block: typed(20),
    plat: typed(20),
    platName: typed(200),
    platNumber: typed(40),
    building: typed(20),
    unit: typed(20),
    garage: typed(20),
    grantorGranteeLastNameLb: typed(150),
    grantorGranteeFirstNameLb: typed(60),
    grantorGranteeMiddleInitialLb: middleInitial(),
    grantorGranteeLastNameMb: typed(150),
    grantorGranteeFirstNameMb: typed(60),
    grantorGranteeMiddleInitialMb: middleInitial(),
  };
  return z.object(shape).superRefine((values, ctx) => {
    const add = sinkOf(ctx);
    const suffix = values.legalType === 'LB' ? 'Lb' : 'Mb';
    if (values.legalType === 'LB') {
      if (values.plat === '') add('plat', m.validPlat.text);
    } else {
      for (const field of ['section', 'township', 'range'] as const) {
        if (!digits.test(values[field])) add(field, m.numbersOnly.text);
      }
      const needed =
        form === 'tractBook' ? (['section', 'township', 'range'] as const) : (['township', 'range'] as const);
      for (const field of needed) if (values[field] === '') add(field, m.required.text);
    }
    if (form === 'legal') {
      checkNameSet(
        add,
        {
          last: `grantorGranteeLastName${suffix}`,
          first: `grantorGranteeFirstName${suffix}`,
          mi: `grantorGranteeMiddleInitial${suffix}`,
        },
        values,
      );
    }
  });
}
