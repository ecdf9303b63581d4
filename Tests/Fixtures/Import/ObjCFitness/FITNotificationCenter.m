// A fitness app for iPhone and Apple Watch: one category per workout kind from a literal list, made once in a
// dispatch_once block; the watch gets a shorter list; a self-class method call.
#import <UserNotifications/UserNotifications.h>

static NSString *const FITWorkoutCategoryFormat = @"workout.%@";

@implementation FITNotificationCenter

+ (NSArray<UNNotificationAction *> *)workoutActions {
    NSMutableArray *actions = [[NSMutableArray alloc] init];
    [actions addObject:[UNNotificationAction actionWithIdentifier:@"workout.pause" title:@"Pause" options:UNNotificationActionOptionNone]];
#if TARGET_OS_WATCH
    [actions insertObject:[UNNotificationAction actionWithIdentifier:@"workout.lock" title:@"Water Lock" options:UNNotificationActionOptionNone] atIndex:0];
#elif TARGET_OS_IOS
    [actions addObject:[UNNotificationAction actionWithIdentifier:@"workout.open" title:@"Show Workout" options:UNNotificationActionOptionForeground]];
    [actions addObject:[UNNotificationAction actionWithIdentifier:@"workout.end" title:@"End" options:UNNotificationActionOptionDestructive]];
#endif
    return [actions copy];
}

+ (NSSet<UNNotificationCategory *> *)categories {
    static NSSet *categories;
    static dispatch_once_t onceToken;
    dispatch_once(&onceToken, ^{
        NSMutableSet *made = [NSMutableSet set];
        for (NSString *kind in @[@"run", @"walk", @"swim"]) {
            [made addObject:[UNNotificationCategory categoryWithIdentifier:[NSString stringWithFormat:FITWorkoutCategoryFormat, kind]
                                                                   actions:[[self class] workoutActions]
                                                         intentIdentifiers:@[]
                                                                   options:0]];
        }
        [made addObject:[UNNotificationCategory categoryWithIdentifier:@"goal.reached"
                                                               actions:@[]
                                                     intentIdentifiers:@[]
                                         hiddenPreviewsBodyPlaceholder:@"Goal reached"
                                                               options:UNNotificationCategoryOptionCustomDismissAction]];
        categories = [made copy];
    });
    return categories;
}

+ (void)registerCategories {
    [[UNUserNotificationCenter currentNotificationCenter] setNotificationCategories:[self categories]];
}

@end
