/**
 * Demo society contracts (issue 15): one for each demo society, waiting for its signatory, with random codes
 * (the links are printed at start). Production never seeds them.
 */
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../index.ts';
import { insertContract } from '../repositories/society-contracts.ts';

const SIGNATORIES: Record<string, string> = {
  'Manchester Salsa Society': 'Grace Member',
  'Leeds Rugby Club': 'Tom Okafor',
  'Nottingham Student Ambassadors': 'Priya Shah',
};

const TITLE = 'Society partnership agreement';

/** The terms, long enough to scroll through; {{society}} is the society's title. */
const TERMS = `## 1. Who this agreement is between
This agreement is between {{society}} (the society) and the bar group that runs Revolution, Revolución de Cuba and Playhouse (we, us). It starts on the day it is signed and runs for the academic year.

## 2. What we offer the society's members
Members registered with the society through our app receive the society's offers at our bars: discounted drinks on the society's chosen night, free entry before 22:00 on club nights, and a reserved area for socials booked at least seven days ahead.

Offers are shown in the app to members only while they are registered with the society. A member who leaves the society stops receiving its offers straight away.

## 3. What the society agrees to
The society promotes its partnership with us to its members, issues its invite codes only to its members, and tells us within fourteen days when its committee or its signatory changes.

The society does not sell or pass on its invite codes, and asks a member to leave when they stop being a member.

## 4. Behaviour and safety
Members follow the house rules of the bar they visit, including the bar's age checks. Our staff may refuse service or entry to anyone, and may withdraw the offers of a member who breaks the house rules.

The society names a committee member as its contact for each booked social; that person is present for the whole event.

## 5. Personal data
We use members' details only to run the society's offers and bookings, as our privacy notice explains. The society sees how many members are registered, never their details.

## 6. Ending the agreement
Either side may end this agreement with thirty days' notice in writing. We may end it straight away if the society's invite codes are shared publicly or sold. Offers already booked are honoured.

## 7. Signing
By signing below, the signatory confirms that they are authorised by {{society}} to agree to these terms on its behalf.`;

export async function seedSocietyContracts(tx: Queryable, at: Date): Promise<void> {
  const societies = await tx.query<{ id: number; title: string }>('SELECT id, title FROM societies ORDER BY id');
  for (const society of societies) {
    const signatoryName = SIGNATORIES[society.title];
    if (!signatoryName) continue;
    await insertContract(tx, {
      societyId: society.id,
      code: randomBytes(24).toString('base64url'),
      adminCode: randomBytes(24).toString('base64url'),
      signatoryName,
      title: TITLE,
      terms: TERMS.replaceAll('{{society}}', society.title),
      at,
    });
  }
}
