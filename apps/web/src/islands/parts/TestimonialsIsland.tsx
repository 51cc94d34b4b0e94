import { TestimonialCarousel } from '../../pages/home/TestimonialCarousel.tsx';

/** The home page's customer stories as an island, hydrated when it comes into view: it turns, and its dots work. */
export default function TestimonialsIsland() {
  return <TestimonialCarousel />;
}
