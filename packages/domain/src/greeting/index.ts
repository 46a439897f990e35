// The first page's slice of the stream capability ('@crema/domain/greeting'): the greeting with its seasons,
// the home page texts and who sees a stream. '/' imports this surface, not '@crema/domain/stream', so a
// signed-out visitor downloads none of the stream rules (a bundler chunks a barrel by what it can reach).
export * from '../stream/greeting';
export * from '../stream/seasons';
export * from '../stream/home-texts';
export * from '../stream/audience';
