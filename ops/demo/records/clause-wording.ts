/**
 * The wording of a form's following pages: a security instrument's terms and covenants, general conditions,
 * clauses that fill a page, the legal description exhibit and the acknowledgment before a notary.
 */
export const clauseWording: Record<string, string[]> = {
  terms: [
    '1. Payment of Principal and Interest. Borrower shall promptly pay when due the principal of and interest on the debt evidenced by the Note and any prepayment and late charges due under the Note.',
    '2. Application of Payments. Unless applicable law provides otherwise, all payments received shall be applied first to charges due under the Note, second to interest due, and last to principal due.',
    '3. Charges; Liens. Borrower shall pay all taxes, assessments, charges, fines and impositions attributable to the Property which may attain priority over this instrument, and leasehold payments or ground rents, if any.',
    '4. Hazard Insurance. Borrower shall keep the improvements now existing or hereafter erected on the Property insured against loss by fire and hazards included within the term extended coverage.',
    '5. Preservation and Maintenance of Property. Borrower shall not destroy, damage or impair the Property, allow the Property to deteriorate, or commit waste on the Property.',
  ],
  covenants: [
    '6. Inspection. Lender or its agent may make reasonable entries upon and inspections of the Property, giving Borrower notice at the time of or prior to an inspection specifying reasonable cause.',
    '7. Condemnation. The proceeds of any award or claim for damages in connection with any condemnation or other taking of any part of the Property are hereby assigned and shall be paid to Lender.',
    '8. Successors and Assigns Bound; Joint and Several Liability. The covenants and agreements of this instrument shall bind and benefit the successors and assigns of the parties.',
    '9. Notices. Any notice provided for in this instrument shall be given by delivering it or by mailing it by first class mail unless applicable law requires use of another method.',
    '10. Governing Law; Severability. This instrument shall be governed by the law of the jurisdiction in which the Property is located.',
  ],
  exhibit: [
    'EXHIBIT A - LEGAL DESCRIPTION',
    'All that certain real property situate in the County, being more particularly described in the instrument to which this exhibit is attached, together with all improvements thereon, SUBJECT TO easements, restrictions and rights of way of record.',
    'Commencing at the point of beginning; thence North 12 degrees 30 minutes East a distance of 150.00 feet; thence South 77 degrees 30 minutes East 90.00 feet; thence South 12 degrees 30 minutes West 150.00 feet; thence North 77 degrees 30 minutes West 90.00 feet to the point of beginning.',
  ],
  conditions: [
    'The parties agree that this instrument shall be construed under the laws of the Commonwealth, and that any provision found unenforceable shall not affect the remaining provisions.',
    'This instrument is made subject to all easements, covenants, conditions and restrictions of record, to zoning and building laws, and to taxes and assessments not yet due and payable.',
    'Each party executing this instrument represents that it has full power and authority to do so, and that no other consent or approval is required.',
    'The recitals above are made a part of this instrument. Words of any gender include the others, and the singular includes the plural where the context so requires.',
  ],
  /** Clauses that fill the rest of a page of terms, covenants or conditions. */
  general: [
    'Forbearance by Lender Not a Waiver. Any forbearance by the holder in exercising any right or remedy shall not be a waiver of or preclude the exercise of any right or remedy.',
    'Remedies Cumulative. All remedies provided in this instrument are distinct and cumulative to any other right or remedy under this instrument or afforded by law or equity, and may be exercised concurrently, independently or successively.',
    'Legislation Affecting Rights. If enactment or expiration of applicable laws has the effect of rendering any provision of the note or this instrument unenforceable according to its terms, the holder may require immediate payment in full of all sums secured.',
    'Transfer of the Property. If all or any part of the Property or any interest in it is sold or transferred without prior written consent, the holder may, at its option, require immediate payment in full of all sums secured by this instrument.',
    'Release. Upon payment of all sums secured by this instrument, the holder shall release this instrument without charge, and the party released shall pay any recordation costs.',
    'Waiver of Homestead. To the extent permitted by law, the parties waive all right of homestead exemption in the Property described in this instrument.',
    'Time of the Essence. Time is of the essence of each and every covenant, condition and agreement contained in this instrument.',
    'Headings. The headings of the paragraphs of this instrument are for convenience only and do not define or limit the provisions thereof.',
    'Counterparts. This instrument may be executed in counterparts, each of which shall be deemed an original, and all of which together shall constitute one instrument.',
    'Entire Agreement. This instrument contains the entire agreement of the parties with respect to its subject matter and supersedes all prior agreements, written or oral.',
  ],
  acknowledgment: [
    'IN WITNESS WHEREOF, the undersigned have executed this instrument on the date first written above.',
    'STATE OF ______________________ )  ss.     COUNTY OF ______________________ )',
    'On this ______ day of ______________, 20____, before me, the undersigned Notary Public, personally appeared the persons whose names are subscribed to the within instrument, and acknowledged that they executed the same.',
    'WITNESS my hand and official seal.',
  ],
};
