/**
 * The Commonwealth's municipalities and the islands of the tract index with their villages (the weight of a
 * village is how much of the county's land lies there).
 */

export const municipalities = {
  SAIPAN: 'Saipan',
  TINIAN: 'Tinian and Aguiguan',
  ROTA: 'Rota',
  NORTHERN: 'Northern Islands',
} as const;
export type Municipality = keyof typeof municipalities;

/** Islands of the tract index with their villages, the weight a village's parcels have, and its municipality. */
export const islands = {
  SAIPAN: {
    name: 'Saipan',
    municipality: 'SAIPAN',
    villages: [
      'Garapan',
      'San Antonio',
      'Chalan Kanoa',
      'Susupe',
      'San Jose',
      'Koblerville',
      'Dandan',
      'Kagman',
      'Capitol Hill',
      'Tanapag',
      'San Roque',
      'As Lito',
      'San Vicente',
      'Chalan Laulau',
      'Navy Hill',
      'Fina Sisu',
      'As Teo',
      'Achugao',
    ],
    weight: 8,
  },
  TINIAN: {
    name: 'Tinian',
    municipality: 'TINIAN',
    villages: ['San Jose', 'Marpo Heights', 'Carolinas Heights'],
    weight: 1,
  },
  ROTA: { name: 'Rota', municipality: 'ROTA', villages: ['Songsong', 'Sinapalo', 'Teneto'], weight: 1 },
} as const;
export type Island = keyof typeof islands;
