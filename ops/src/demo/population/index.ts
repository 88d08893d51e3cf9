export { generatePopulation, type PopulationEvent, type PopulationSet } from './generate.js';
export {
  POPULATION_SETS,
  type PopulationResult,
  populationSets,
  populationUsernames,
  seedDemoPopulation,
} from './seed.js';
