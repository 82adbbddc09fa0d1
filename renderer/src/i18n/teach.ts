// UI strings of the teaching features (rules reference, lessons, newcomer hints), English and French.
// Kept apart from en.ts/fr.ts; tests/unit/renderer/teach.test.ts checks both languages have every key.
export const teachEn = {
  'rules.title': 'Rules reference',
  'rules.search': 'Search the rules…',
  'rules.none': 'Nothing found.',
  'rules.open': 'Rules (F1)',
  'rules.link': 'Rule: {title}',
  'rules.close': 'Close',
  'lessons.title': 'Lessons',
  'lessons.open': 'Lessons',
  'lessons.intro': 'Small positions with a goal, to learn the game step by step. Each is checked by the rules engine.',
  'lessons.done': 'done',
  'lessons.start': 'Start',
  'lessons.again': 'Play again',
  'lessons.progress': '{done} of {total} done',
  'lesson.goal': 'Goal:',
  'lesson.playing': 'You play {name}.',
  'lesson.hint': 'Hint',
  'lesson.nextHint': 'Another hint',
  'lesson.restart': 'Restart',
  'lesson.list': 'All lessons',
  'lesson.next': 'Next lesson',
  'lesson.success': 'Well done! The goal is reached.',
  'lesson.readRule': 'Read the rule',
  // puzzles (issue 29): positions from real games where one turn wins
  'puzzles.tab': 'Puzzles',
  'lessons.tab': 'Lessons',
  'puzzles.intro':
    'Positions from real games in which one turn wins: destroy or capture what matters, take an astronef. Each is checked by the rules engine.',
  'puzzles.profile': 'Progress of',
  'puzzles.noProfile': 'nobody (not kept)',
  'puzzles.progress': '{done} of {total} solved',
  'puzzles.rating': 'rating {rating}',
  'puzzles.solved': 'solved',
  'puzzle.solution': 'Show the solution',
  'puzzle.solutionAfterTry': 'Try a move first: the solution can be shown after a try.',
  'puzzle.next': 'Next puzzle',
  'puzzle.shown': 'The solution, played on the board (each move is in the log). Restart to solve it yourself.',
  'puzzle.list': 'All puzzles',
  'newcomer.can': 'Can now: {list}',
  'newcomer.canTimes': '{action} (×{count})',
  'newcomer.cannot': 'Not now — {action}: {why}',
  'newcomer.coveredBy': 'Reached by {list}',
  'newcomer.destructorAt': '{piece} at {x},{y}',
  'newcomer.forecast': 'Next tide {tide}: {flood} {flood?hex|hexes} will flood, {dry} will dry (shown on the board)',
  'newcomer.forecastShow': 'Show the next tide',
  'newcomer.noteTitle': 'Good to know',
  'newcomer.dismiss': 'Got it',
  'note.stuck':
    'The tide has stranded one of your pieces: a piece on a hex that is no longer its element can do nothing until the tide turns.',
  'note.neutralised':
    'One of your pieces is under enemy fire: two enemy destructors reach it, so it is neutralised. At the start of your turn it may retreat one hex out of the fire, before anything else.',
  'note.capture':
    'A capture! Two destructors touching an enemy piece take it for 1 point; it changes sides at once. Keep your pieces inside your own fire to protect them.',
  'note.underFire':
    'Red hatching marks hexes under enemy fire: you may not enter them, except as a second arrival that can shoot the fire away.',
} as const;

export type TeachKey = keyof typeof teachEn;

export const teachFr: Record<TeachKey, string> = {
  'rules.title': 'Mémento des règles',
  'rules.search': 'Chercher dans les règles…',
  'rules.none': 'Rien trouvé.',
  'rules.open': 'Règles (F1)',
  'rules.link': 'Règle : {title}',
  'rules.close': 'Fermer',
  'lessons.title': 'Leçons',
  'lessons.open': 'Leçons',
  'lessons.intro':
    'De petites positions avec un objectif, pour apprendre le jeu pas à pas. Chacune est vérifiée par le moteur de règles.',
  'lessons.done': 'réussie',
  'lessons.start': 'Commencer',
  'lessons.again': 'Rejouer',
  'lessons.progress': '{done} sur {total} réussies',
  'lesson.goal': 'Objectif :',
  'lesson.playing': 'Vous jouez {name}.',
  'lesson.hint': 'Indice',
  'lesson.nextHint': 'Un autre indice',
  'lesson.restart': 'Recommencer',
  'lesson.list': 'Toutes les leçons',
  'lesson.next': 'Leçon suivante',
  'lesson.success': 'Bravo ! L’objectif est atteint.',
  'lesson.readRule': 'Lire la règle',
  // puzzles (issue 29): positions from real games where one turn wins
  'puzzles.tab': 'Problèmes',
  'lessons.tab': 'Leçons',
  'puzzles.intro':
    'Des positions de vraies parties où un seul tour gagne : détruire ou capturer ce qui compte, prendre un astronef. Chacune est vérifiée par le moteur de règles.',
  'puzzles.profile': 'Progrès de',
  'puzzles.noProfile': 'personne (non gardé)',
  'puzzles.progress': '{done} sur {total} résolus',
  'puzzles.rating': 'cote {rating}',
  'puzzles.solved': 'résolu',
  'puzzle.solution': 'Voir la solution',
  'puzzle.solutionAfterTry': 'Essayez d’abord un coup : la solution se montre après un essai.',
  'puzzle.next': 'Problème suivant',
  'puzzle.shown':
    'La solution, jouée sur le plateau (chaque coup est dans le journal). Recommencez pour la trouver vous-même.',
  'puzzle.list': 'Tous les problèmes',
  'newcomer.can': 'Peut maintenant : {list}',
  'newcomer.canTimes': '{action} (×{count})',
  'newcomer.cannot': 'Pas maintenant — {action} : {why}',
  'newcomer.coveredBy': 'Atteint par {list}',
  'newcomer.destructorAt': '{piece} en {x},{y}',
  'newcomer.forecast':
    'Prochaine marée {tide} : {flood} {flood?case sera inondée|cases seront inondées}, {dry} {dry?asséchée|asséchées} (montrées sur le plateau)',
  'newcomer.forecastShow': 'Montrer la prochaine marée',
  'newcomer.noteTitle': 'Bon à savoir',
  'newcomer.dismiss': 'Compris',
  'note.stuck':
    'La marée a bloqué une de vos pièces : une pièce sur une case qui n’est plus son élément ne peut rien faire jusqu’à ce que la marée change.',
  'note.neutralised':
    'Une de vos pièces est sous le feu ennemi : deux destructeurs ennemis l’atteignent, elle est donc neutralisée. Au début de votre tour, elle peut reculer d’une case hors du feu, avant toute autre action.',
  'note.capture':
    'Une capture ! Deux destructeurs au contact d’une pièce ennemie la prennent pour 1 point ; elle change de camp aussitôt. Gardez vos pièces sous votre propre feu pour les protéger.',
  'note.underFire':
    'Les hachures marquent les cases sous le feu ennemi : on n’y entre pas, sauf en second arrivant capable de détruire ce feu.',
};
