/**
 * The demo catalogue. Every sentence of `about` ends with a full stop and has no other one:
 * the details overlay splits the text into bullets at full stops. Rates are whole rupees;
 * enquiry-type services are quoted after an enquiry, so they carry no rates.
 */
export interface SeedService {
  name: string;
  /** 'enquiry' services take enquiries only. */
  type?: 'enquiry';
  perHour?: number;
  perDay?: number;
  /** One or two sentences about this service; the subcategory adds the rest. */
  about: string;
}

export interface SeedSubcategory {
  name: string;
  /** Closing sentence shared by the subcategory's services. */
  promise: string;
  services: SeedService[];
}

export interface SeedCategory {
  id: 1 | 2 | 3 | 4;
  name: string;
  subcategories: SeedSubcategory[];
}

export const seedCategories: readonly SeedCategory[] = [
  {
    id: 1,
    name: 'Industry & Factory',
    subcategories: [
      {
        name: 'Machine Maintenance',
        promise: 'Technicians carry their own tools and share a written job report after every visit.',
        services: [
          { name: 'Machine Maintenance Technician', perHour: 550, perDay: 3500, about: 'Preventive and breakdown maintenance for lathes, presses, compressors and conveyor lines. Bearings, belts and lubrication points are checked against your maintenance log.' },
          { name: 'CNC Machine Operator', perHour: 480, perDay: 3200, about: 'Trained operators for CNC turning and milling centres on Fanuc and Siemens controls. They set up tools, load programs and run first-piece inspection.' },
          { name: 'Welder (Arc & MIG)', perHour: 450, perDay: 2800, about: 'Certified welders for fabrication, structural repairs and on-site welding of mild steel and stainless steel. Welding sets and consumables can be brought on request.' },
          { name: 'Industrial Electrician', perHour: 600, perDay: 3800, about: 'Panel wiring, motor connections, star-delta starters and three-phase fault finding for workshops and factories. Work follows the safety lock-out routine of your plant.' },
          { name: 'Factory shed construction', type: 'enquiry', about: 'Design and construction of pre-engineered steel sheds, mezzanine floors and roofing for small and medium factories. Our engineer visits the site, measures it and shares a detailed quotation.' },
        ],
      },
      {
        name: 'Warehouse & Logistics',
        promise: 'Crews arrive in uniform with safety shoes and follow your warehouse rules.',
        services: [
          { name: 'Warehouse Helper', perHour: 180, perDay: 900, about: 'Helpers for picking, packing, stacking and dispatch in godowns and fulfilment centres. They work with your barcode scanners and pallet trucks.' },
          { name: 'Forklift Operator', perHour: 350, perDay: 2200, about: 'Licensed operators for diesel, electric and reach-truck forklifts. They handle racking, container stuffing and yard movement safely.' },
          { name: 'Loading & Unloading Crew', perHour: 220, perDay: 1200, about: 'A team of four for trucks, containers and tempos, billed per person. Fragile goods are strapped and stacked as marked.' },
          { name: 'Packers & Movers', perHour: 500, perDay: 4500, about: 'Packing, loading, transport and unpacking for homes, offices and small units. Bubble wrap, cartons and tape are included in the day rate.' },
          { name: 'Inventory Counting', perHour: 300, perDay: 1800, about: 'Stock counters for cycle counts, year-end audits and godown reconciliation. Counts are shared in a spreadsheet at the end of each day.' },
        ],
      },
      {
        name: 'Factory Staffing',
        promise: 'Every worker is verified with an ID proof before the first shift.',
        services: [
          { name: 'Production Line Helper', perHour: 170, perDay: 850, about: 'Helpers for assembly lines, packing tables and material feeding in manufacturing units. Shifts of eight or twelve hours are available.' },
          { name: 'Machine Operator', perHour: 260, perDay: 1500, about: 'Operators for injection moulding, power presses and packaging machines. They follow your work instructions and record output per shift.' },
          { name: 'Quality Inspector', perHour: 380, perDay: 2500, about: 'Inspectors for incoming material, in-process and final inspection with vernier, micrometer and gauges. Reports are prepared in your format.' },
          { name: 'Factory Housekeeping Staff', perHour: 160, perDay: 800, about: 'Daily housekeeping for shop floors, canteens, washrooms and offices inside factory premises. Cleaning chemicals can be supplied at extra cost.' },
        ],
      },
      {
        name: 'Safety & Security',
        promise: 'Every guard and technician is police-verified and trained for industrial sites.',
        services: [
          { name: 'Security Guard', perHour: 150, perDay: 1100, about: 'Trained guards for gates, warehouses and construction sites in twelve-hour shifts. Visitor registers and vehicle logs are maintained at the gate.' },
          { name: 'CCTV Installation', perHour: 500, perDay: 3000, about: 'Installation of dome and bullet cameras, DVR and NVR setup and mobile viewing. Cabling is routed neatly through conduits.' },
          { name: 'Fire Extinguisher Refilling', perHour: 400, perDay: 2400, about: 'Refilling and pressure testing of ABC, CO2 and water extinguishers at your site. Each cylinder gets a new service tag with the next due date.' },
          { name: 'Workplace Safety Audit', type: 'enquiry', about: 'A qualified safety officer audits machines, electrical panels, fire exits and PPE use at your plant. You receive a written report with corrective actions ranked by risk.' },
        ],
      },
      {
        name: 'Industrial Cleaning',
        promise: 'Cleaning crews bring pressure washers, scrubbers and protective gear.',
        services: [
          { name: 'Factory Deep Cleaning', perHour: 700, perDay: 5200, about: 'Deep cleaning of shop floors, ceilings, ducts and machine surroundings with scrubbers and pressure washers. Oil and grease stains are treated with degreasers.' },
          { name: 'Water Tank Cleaning', perHour: 450, perDay: 2600, about: 'Draining, scrubbing, sludge removal and disinfection of overhead and underground water tanks. Tanks are refilled only after a final rinse.' },
          { name: 'Industrial Pest Control', perHour: 600, perDay: 3600, about: 'Rodent, cockroach and termite control for warehouses, food units and factories. Treatment records are kept for your audits.' },
        ],
      },
    ],
  },
  {
    id: 2,
    name: 'Retail & Shop',
    subcategories: [
      {
        name: 'Shop Staff',
        promise: 'Staff are briefed on your products and shop timings before they start.',
        services: [
          { name: 'Shop Assistant', perHour: 160, perDay: 800, about: 'Assistants to greet customers, arrange shelves and help with billing queues in busy hours. They can be booked for festival seasons and sale days.' },
          { name: 'Cashier', perHour: 200, perDay: 1000, about: 'Experienced cashiers for billing counters, UPI and card payments and end-of-day cash tally. They are comfortable with common billing software.' },
          { name: 'Sales Promoter', perHour: 250, perDay: 1300, about: 'Promoters for product launches, sampling and in-store demonstrations. They speak the local language and Hindi or English.' },
          { name: 'Store Helper', perHour: 150, perDay: 750, about: 'Helpers for unloading stock, restocking shelves and keeping the storeroom in order. Ideal for grocery, hardware and textile shops.' },
        ],
      },
      {
        name: 'Shop Setup',
        promise: 'Work is planned around your shop hours so that sales are not disturbed.',
        services: [
          { name: 'Shop interior fit-out', type: 'enquiry', about: 'Complete interiors for shops and showrooms, from false ceilings and lighting to display counters and storage. Our designer visits, takes measurements and shares a 3D layout with the quotation.' },
          { name: 'Signboard Installation', perHour: 450, perDay: 2800, about: 'Fixing of flex, ACP and LED signboards with safe scaffolding and proper wiring. Old boards can be removed and disposed of.' },
          { name: 'Shelf & Rack Fitting', perHour: 400, perDay: 2500, about: 'Assembly and fixing of slotted-angle racks, gondola shelves and wall units. Racks are levelled and anchored to the wall.' },
          { name: 'Shop Painting', perHour: 380, perDay: 2400, about: 'Interior and shutter painting for shops with quick-drying paints. Furniture and stock are covered before work starts.' },
        ],
      },
      {
        name: 'Billing & Accounts',
        promise: 'All your documents are handled confidentially.',
        services: [
          { name: 'GST & Tax Consultant', perHour: 800, perDay: 4500, about: 'GST registration, monthly returns, input credit reconciliation and income tax filing for shop owners. Notices from the department are answered on your behalf.' },
          { name: 'Tally Accountant', perHour: 450, perDay: 2600, about: 'Accountants for daily bookkeeping, bank reconciliation and payroll in Tally Prime. Reports are shared every month.' },
          { name: 'POS & Billing Software Setup', perHour: 600, perDay: 3500, about: 'Installation of billing software, barcode printers and scanners with your item master. Your staff get a short training session.' },
        ],
      },
      {
        name: 'Delivery & Transport',
        promise: 'Drivers carry a valid licence and know the city routes well.',
        services: [
          { name: 'Delivery Executive (Two-wheeler)', perHour: 150, perDay: 900, about: 'Riders with their own two-wheeler for local deliveries from your shop. Fuel within the city limits is included in the day rate.' },
          { name: 'Driver on Hire', perHour: 250, perDay: 1400, about: 'Experienced drivers for your car, van or shop vehicle by the hour or by the day. Outstation trips are possible with advance notice.' },
          { name: 'Tempo with Driver', perHour: 600, perDay: 4000, about: 'A mini truck with driver for stock pickup, deliveries and shifting. Loading help can be added on request.' },
        ],
      },
      {
        name: 'Shop Repairs',
        promise: 'Technicians carry common spare parts to finish most repairs in one visit.',
        services: [
          { name: 'Refrigerator & Visi-cooler Repair', perHour: 450, perDay: 2700, about: 'Repair of visi-coolers, deep freezers and bottle coolers used in shops. Gas charging and compressor replacement are handled on site.' },
          { name: 'POS Machine Repair', perHour: 400, perDay: 2400, about: 'Repair of billing printers, barcode scanners, cash drawers and card machines. Devices are tested with your billing software after repair.' },
          { name: 'Shop Electrical Wiring', perHour: 550, perDay: 3300, about: 'New wiring, load balancing, MCB panels and lighting for shops and showrooms. All work uses ISI-marked wires and fittings.' },
        ],
      },
    ],
  },
  {
    id: 3,
    name: 'Home & Personal',
    subcategories: [
      {
        name: 'Home Repairs',
        promise: 'Every visit comes with a thirty-day service warranty on the work done.',
        services: [
          { name: 'Electrician', perHour: 650, perDay: 3800, about: 'Fan and light fitting, switchboard repair, new points and full-house wiring checks. Short circuits and tripping MCBs are traced and fixed.' },
          { name: 'Plumber', perHour: 550, perDay: 3300, about: 'Leaking taps, blocked drains, flush tanks and bathroom fittings repaired or replaced. Pipe leakage inside walls is located before any breaking.' },
          { name: 'Carpenter', perHour: 600, perDay: 3600, about: 'Furniture repair and assembly, door and window fixes, locks and modular kitchen hinges. Small custom shelves can be built on site.' },
          { name: 'Painter', perHour: 500, perDay: 3000, about: 'Interior and exterior painting, touch-ups and waterproof coatings for homes. Furniture and floors are covered before painting starts.' },
          { name: 'Appliance Repair', perHour: 450, perDay: 2700, about: 'Repair of microwaves, mixers, geysers, induction cooktops and chimneys. Genuine spare parts are used and billed separately.' },
        ],
      },
      {
        name: 'Cleaning & Pest Control',
        promise: 'Cleaners bring their own equipment and safe, mild chemicals.',
        services: [
          { name: 'House Cleaning', perHour: 300, perDay: 2200, about: 'Full home cleaning including floors, windows, fans and bathrooms. Furniture is dusted and floors are mopped with disinfectant.' },
          { name: 'Pest Control', perHour: 500, perDay: 2800, about: 'Cockroach, ant, bed bug and termite treatment with odourless, family-safe chemicals. A free follow-up visit is included for cockroach treatment.' },
          { name: 'Sofa & Carpet Shampooing', perHour: 400, perDay: 2600, about: 'Shampooing and vacuum extraction of fabric sofas, carpets and mattresses. Most stains are removed and the fabric dries in a few hours.' },
          { name: 'Kitchen Deep Cleaning', perHour: 450, perDay: 2900, about: 'Degreasing of tiles, chimney, stove, cabinets and sink in your kitchen. Cabinets are emptied and refilled in the same order.' },
        ],
      },
      {
        name: 'AC & Appliances',
        promise: 'Technicians are trained on all major brands sold in India.',
        services: [
          { name: 'AC Repair & Service', perHour: 600, perDay: 3500, about: 'Split and window AC servicing with jet pump cleaning, gas top-up and cooling checks. Installation and uninstallation are also available.' },
          { name: 'Washing Machine Repair', perHour: 450, perDay: 2700, about: 'Repair of top-load and front-load washing machines for drum, motor and drainage problems. The machine is test-run before the technician leaves.' },
          { name: 'RO Water Purifier Service', perHour: 350, perDay: 2100, about: 'Filter and membrane replacement, leakage repair and TDS checks for RO purifiers. Genuine filters are fitted with a fresh service card.' },
          { name: 'Laptop Repair', perHour: 500, perDay: 3000, about: 'Screen, keyboard, battery and charging port replacement and software reinstallation. Your data is backed up before any repair.' },
        ],
      },
      {
        name: 'Beauty & Wellness',
        promise: 'Professionals use sealed, branded products and disposable kits.',
        services: [
          { name: 'Beautician at Home', perHour: 600, perDay: 3500, about: 'Waxing, threading, facials, manicure and pedicure in the comfort of your home. Beauticians bring a clean towel, sheet and sanitised tools.' },
          { name: "Men's Grooming at Home", perHour: 400, perDay: 2400, about: 'Haircut, beard styling, head massage and facials for men at home. Tools are sanitised in front of you.' },
          { name: 'Mehendi Artist', perHour: 700, perDay: 4200, about: 'Traditional and Arabic mehendi designs for festivals and weddings using natural henna. Designs can be chosen from the artist catalogue.' },
          { name: 'Yoga Trainer at Home', perHour: 700, perDay: 4000, about: 'Certified trainers for hatha yoga, pranayama and flexibility routines at your home. Sessions are planned around your health needs.' },
          { name: 'Party & Bridal Makeup Package', type: 'enquiry', about: 'Bridal, engagement and reception makeup with hairstyling and draping by senior artists. A trial session is arranged before the wedding date.' },
        ],
      },
      {
        name: 'Cook & Household Help',
        promise: 'Every helper is verified with an ID proof and a reference check.',
        services: [
          { name: 'Cook', perHour: 350, perDay: 1800, about: 'Home cooks for North and South Indian meals, tiffin and small parties. Vegetarian and Jain cooking are available on request.' },
          { name: 'Maid for Household Work', perHour: 200, perDay: 1100, about: 'Help with sweeping, mopping, dishes and laundry on an hourly or daily basis. Regular visits can be set up at a fixed time.' },
          { name: 'Elderly Caretaker', perHour: 250, perDay: 1500, about: 'Caretakers for elders who need help with meals, medicines and mobility at home. Twelve-hour day shifts and night shifts are available.' },
          { name: 'Nanny & Babysitter', perHour: 220, perDay: 1300, about: 'Experienced nannies for feeding, bathing and play-time of babies and toddlers. They follow the routine you set for your child.' },
        ],
      },
    ],
  },
  {
    id: 4,
    name: 'Tutor/Consultancies',
    subcategories: [
      {
        name: 'Home Tutors',
        promise: 'A demo class is possible before you book regular sessions.',
        services: [
          { name: 'Home Tutor – Maths', perHour: 400, perDay: 2400, about: 'Maths tuition for classes 6 to 12 following CBSE, ICSE and state boards. Weekly tests track progress before the exams.' },
          { name: 'Home Tutor – Science', perHour: 400, perDay: 2400, about: 'Physics, chemistry and biology tuition for classes 6 to 10 with simple experiments at home. Doubts from school homework are cleared every session.' },
          { name: 'Home Tutor – English', perHour: 350, perDay: 2100, about: 'Grammar, reading comprehension and writing practice for school students. Board exam letter and essay formats are covered.' },
          { name: 'Primary Classes Tutor', perHour: 300, perDay: 1800, about: 'All-subject tuition for classes 1 to 5 with homework help and reading practice. Parents get a short update after every week.' },
        ],
      },
      {
        name: 'Language & Skills',
        promise: 'Lessons are held at your home or online at a time that suits you.',
        services: [
          { name: 'Spoken English Tutor', perHour: 450, perDay: 2700, about: 'Conversation practice, pronunciation and interview preparation for students and working professionals. Every session ends with a speaking exercise.' },
          { name: 'Hindi Tutor', perHour: 350, perDay: 2100, about: 'Hindi reading, writing and speaking lessons for school students and beginners. Lessons follow the school syllabus where needed.' },
          { name: 'Keyboard & Piano Teacher', perHour: 600, perDay: 3600, about: 'Keyboard and piano lessons for children and adults, from basics to Trinity grade exams. Practice plans are shared after each class.' },
          { name: 'Drawing & Painting Teacher', perHour: 450, perDay: 2700, about: 'Sketching, watercolour and acrylic lessons for children and hobby learners. Elocution and drawing competition preparation is also offered.' },
        ],
      },
      {
        name: 'Competitive Exams',
        promise: 'Mentors share study plans and track weekly mock test scores.',
        services: [
          { name: 'JEE Maths Coaching', perHour: 900, perDay: 5400, about: 'One-to-one coaching for JEE Main and Advanced maths with previous-year problem practice. Weak topics are identified through timed tests.' },
          { name: 'NEET Biology Coaching', perHour: 850, perDay: 5100, about: 'NCERT-based biology coaching for NEET aspirants with diagrams and revision notes. Mock tests follow the latest exam pattern.' },
          { name: 'Government Exam Mentoring', perHour: 700, perDay: 4200, about: 'Guidance for SSC, banking and state public service exams with quantitative aptitude and reasoning practice. Current affairs notes are shared every week.' },
        ],
      },
      {
        name: 'Business Consultancy',
        promise: 'Consultants explain every step and the fees before starting work.',
        services: [
          { name: 'Interior Design Consultant', perHour: 1200, perDay: 7000, about: 'Space planning, colour schemes and furniture layouts for homes and offices. You receive mood boards and a shopping list with budgets.' },
          { name: 'Company Registration Consultant', perHour: 1000, perDay: 6000, about: 'Private limited, LLP and partnership registration with PAN, TAN and bank account support. Documents are collected and filed online.' },
          { name: 'Legal Consultation – Property', perHour: 1500, perDay: 9000, about: 'Title verification, sale deed review and rental agreement drafting by practising advocates. Advice is given in plain language.' },
        ],
      },
      {
        name: 'Career & Education',
        promise: 'Counsellors are experienced and independent of any college or agency.',
        services: [
          { name: 'Study-abroad counselling', type: 'enquiry', about: 'Guidance on choosing countries, universities and courses, with help on SOPs, visas and scholarships. A counsellor calls you back to understand your profile before quoting.' },
          { name: 'Counselling – Career Guidance', perHour: 800, perDay: 4800, about: 'Aptitude assessment and one-to-one sessions to choose a stream, course or career path. Parents are welcome to join the final session.' },
          { name: 'Resume Writing & Interview Prep', perHour: 700, perDay: 4200, about: 'A professional resume and LinkedIn profile with mock interviews for your target roles. Feedback is shared after each mock interview.' },
        ],
      },
    ],
  },
];

/** Slugs of image URLs: lower case words joined by dashes. */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
