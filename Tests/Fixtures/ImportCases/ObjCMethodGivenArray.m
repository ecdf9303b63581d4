// The app's own method adds to the array it is given.
#import <UserNotifications/UserNotifications.h>

@interface ObjCMethodGivenArraySetup : NSObject
@end

@implementation ObjCMethodGivenArraySetup
- (void)addExtrasTo:(NSMutableArray *)actions {
    [actions addObject:[UNNotificationAction actionWithIdentifier:@"OMG_B" title:@"B" options:UNNotificationActionOptionNone]];
}

- (void)registerCategories {
    NSMutableArray *actions = [NSMutableArray arrayWithObject:[UNNotificationAction actionWithIdentifier:@"OMG_A" title:@"A" options:UNNotificationActionOptionNone]];
    [self addExtrasTo:actions]; // may report
    [[UNUserNotificationCenter currentNotificationCenter] setNotificationCategories:[NSSet setWithObject:[UNNotificationCategory categoryWithIdentifier:@"OMG" actions:actions intentIdentifiers:@[] options:UNNotificationCategoryOptionNone]]]; // may report
}
@end
