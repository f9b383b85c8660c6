/**
 * The printed wording of the demo county's forms, one list of paragraphs per form: boilerplate of the kind a
 * recorder's documents carry (conveyance, security instrument, release, lien notice, certificate of title).
 */
export const formWording: Record<string, string[]> = {
  conveyance: [
    'KNOW ALL PERSONS BY THESE PRESENTS, that the Grantor named above, for and in consideration of the sum stated above and other good and valuable consideration, the receipt of which is hereby acknowledged, does hereby grant, bargain, sell and convey unto the Grantee, and to the heirs and assigns of the Grantee forever, all of that real property situate in the County, described above and in any exhibit attached hereto.',
    'TOGETHER WITH all improvements thereon and all easements, rights and appurtenances thereto belonging, and the reversions, remainders, rents, issues and profits thereof.',
    'TO HAVE AND TO HOLD the same unto the Grantee forever. The Grantor covenants that the Grantor is lawfully seized of the property in fee simple, has good right to convey it, that it is free from encumbrances except those of record, and that the Grantor will warrant and defend the title against the lawful claims of all persons.',
  ],
  mortgage: [
    "THIS SECURITY INSTRUMENT is given by the Borrower named above to the Lender named above. Borrower owes Lender the principal sum stated above, which debt is evidenced by Borrower's note of the same date, providing for monthly payments, with the full debt, if not paid earlier, due and payable as the note provides.",
    "This Security Instrument secures to Lender the repayment of the debt evidenced by the Note, with interest, and all renewals, extensions and modifications of the Note, and the performance of Borrower's covenants and agreements. For this purpose Borrower does hereby mortgage, grant and convey to Lender the property described above.",
    'BORROWER COVENANTS that Borrower is lawfully seised of the estate hereby conveyed and has the right to mortgage, grant and convey the Property and that the Property is unencumbered, except for encumbrances of record.',
  ],
  release: [
    'KNOW ALL PERSONS BY THESE PRESENTS, that the undersigned, being the present legal holder of the instrument referred to above, does hereby certify that the same has been fully paid, satisfied and discharged, and the Recorder is hereby authorized and directed to discharge the same of record.',
    'The undersigned releases all right, title and interest acquired under said instrument in and to the real property described above.',
  ],
  lien: [
    'NOTICE IS HEREBY GIVEN that the party named above claims a lien upon all property and rights to property belonging to the debtor named above for the amount stated, together with interest, penalties and costs that may accrue.',
    'This notice is filed of record pursuant to law. The lien continues until the liability is satisfied or becomes unenforceable by reason of lapse of time, and is a lien upon all real property of the debtor situate in the County.',
  ],
  notice: [
    'The undersigned, being first duly sworn, deposes and states that the matters set forth in this instrument are true and correct, that the instrument is given for the purposes stated above, and that it affects the real property described above.',
    'This instrument is recorded at the request of the party named above and shall run with the land and bind the parties, their heirs, successors and assigns.',
  ],
  certificate: [
    'THIS IS TO CERTIFY that the persons named above are now the owners of an estate in fee simple in the land described above, subject only to the encumbrances, liens and interests noted by memorial underwritten or endorsed hereon, and to the rights reserved by law.',
    'IN WITNESS WHEREOF, I have hereunto set my hand and affixed the seal of my office on the date stated above.',
    'Registrar of Titles',
  ],
};
