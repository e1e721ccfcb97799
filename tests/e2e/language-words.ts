/** The word lists a page's text is held against (language-checks.ts). */

/** English words no Romanian page has cause to show: product words, not names. */
export const ENGLISH_WORDS = `
the and of for with your you this from is not none all new open opened closed save cancel close next back
previous search loading claim claims policy policies assignment assignments tasks task settings inspection
inspections payment payments approve approved submit submitted edit delete remove add send sent view show hide
more today tomorrow yesterday week day days due overdue empty error sign out upload uploaded download print
request requested status time name phone address vehicle owner driver holder centre centres
amount amounts reason yes no off on choose select filter page of results found nothing waiting pending done
dashboard worklist profile reports report export  absence absences team user users
`
  .split(/\s+/)
  .filter(Boolean);

/** Romanian words the interface writes, that no English page has cause to show. */
export const ROMANIAN_WORDS = `
și în sau pentru dosar dosarul dosare activitate activități poliță polița daună salvați anulați închideți
trimiteți încărcați căutați înapoi următorul adăugați ștergeți alegeți introduceți termen stare programare
programări constatare evaluare despăgubire plată plăți rezervă zile astăzi mâine săptămână nou nouă niciun
nicio fără către după până vehicul număr numărul setări notificări
`
  .split(/\s+/)
  .filter(Boolean);

/** Romanian words as they read without their diacritics: never right on a Romanian page. */
export const WITHOUT_DIACRITICS = `
si in pana dupa fara catre numar numarul polita politei politie daunei inmatriculare intarziere
intarziat intarziate inapoi inchideti salvati anulati cautati trimiteti incarcati adaugati stergeti
introduceti alegeti selectati asteptare asteapta astazi maine saptamana saptamani urmatorul urmatoarea
urmatoare activitati notificari setari optiuni actiuni solicitari plati platii despagubire despagubiri
dumneavoastra inca insa lucratoare modificari informatii descarcati tipariti programari locatie locatii
situatie functie inregistrat inregistrata inregistrare cautare evaluari sterge inchis deschisa trimisa
aprobata returnata creata modificata masina masini fisier fisiere marime statusul tara
`
  .split(/\s+/)
  .filter(Boolean);
