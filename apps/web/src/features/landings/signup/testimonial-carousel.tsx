// The phone view of the testimonials (spec 000 §2: a carousel at 768 px or narrower): one card and a peek of the
// next, on the site's accessible carousel. A chunk of its own, so wider screens never download it.
import type { LandingTestimonial } from '@atelje/shared/marketing/content-blocks';
import { Carousel } from '../../../components/ui/carousel';
import { TestimonialCard } from './testimonial-card';

export default function TestimonialCarousel({
  label,
  items,
}: {
  label: string;
  items: LandingTestimonial[];
}) {
  return (
    <Carousel label={label} slidesPerView={{ 0: 1.1, 480: 1.6 }} controls testId="testimonial-carousel">
      {items.map((item) => (
        <TestimonialCard key={item.id} item={item} />
      ))}
    </Carousel>
  );
}
