// Imported once by every page after its own code (src/main.tsx, src/islands.tsx), for its effect
// alone: a sign-out in another tab reaches this one (person-left.ts). A module of its own, so the
// pages' entries carry one import and nothing of person-left.ts.
import { listenForPersonLeft } from './person-left';

listenForPersonLeft();
